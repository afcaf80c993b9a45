import { jestPreset } from '@thali/tooling/jest.preset';

export default jestPreset({ rootDir: __dirname });
