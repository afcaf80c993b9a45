export * from './jest.preset';
