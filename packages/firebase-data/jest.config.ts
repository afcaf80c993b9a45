import { jestPreset } from '@thali/tooling/jest.preset';

export default jestPreset({ displayName: 'firebase-data', rootDir: __dirname, environment: 'node' });
