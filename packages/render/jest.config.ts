// By path: @thali/tooling depends on this package (its server side), so this one does not depend on it back.
import { jestPreset } from '../tooling/jest.preset';

export default jestPreset({ displayName: 'render', rootDir: __dirname });
