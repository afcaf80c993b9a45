import { jestPreset } from '@thali/tooling/jest.preset';

export default jestPreset({ displayName: 'storefront', rootDir: __dirname });
