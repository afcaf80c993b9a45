import { remotePageDefiner } from '@thali/ui/page';

/** Declares one page of this remote (src/app/pages/<page>.tsx): its path and access are its manifest line's. */
export const definePage = remotePageDefiner('operations', process.env.THALI_APP_VERSION);
