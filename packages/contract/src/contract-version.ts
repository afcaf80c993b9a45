// Exposed by every remote as './contract' (packages/tooling/webpack.js): the contract version the remote was built
// against, for a deployer or a tool to check a remote entry before pointing remotes.json at it.
export { CONTRACT_VERSION } from './manifest';
