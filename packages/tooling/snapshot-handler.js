// Stands in for @module-federation/runtime-core's plugins/snapshot/SnapshotHandler.js in the shell's build and in the
// remotes' standalone federation-runtime-core.js. Its work is reading remotes' manifests (mf-manifest.json) and their
// snapshots, for manifest remotes and preloadRemote; we register every remote by its remoteEntry.js URL and preload
// with <link> tags, and the library's own switch (experiments.optimization.disableSnapshot) already leaves the snapshot
// plugins out, yet the core still builds a full handler whenever it has remotes (issue 14: ~2 KB gzip of main.js on
// every first load). What the core touches without those plugins stays: the plugin hooks (none are tapped), the
// manifest cache that re-registering a remote clears, and getGlobalRemoteInfo (the library's, read from the same
// global). 'federation-runtime-core-dist' is an alias (webpack.js) for the folder of the core being built.
import { DisabledSnapshotHandler } from 'federation-runtime-core-dist/plugins/snapshot/disabled.js';
import { getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from 'federation-runtime-core-dist/global.js';

export class SnapshotHandler extends DisabledSnapshotHandler {
  constructor() {
    super();
    this.manifestCache = new Map();
  }

  async loadRemoteSnapshotInfo() {
    throw new Error('Remote manifests and preloadRemote are left out of this build: register remotes by their remoteEntry.js.');
  }
}

export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot && 'remotesInfo' in hostGlobalSnapshot && hostGlobalSnapshot.remotesInfo && getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: 'version' in moduleInfo ? moduleInfo.version : undefined }),
  };
}
