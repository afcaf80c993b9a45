import { jestPreset } from '@thali/tooling/jest.preset';

export default jestPreset({ displayName: 'shell', rootDir: __dirname });
