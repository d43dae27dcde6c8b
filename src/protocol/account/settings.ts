// Settings and permissions rows (PROTOCOL §5.3): `/v2/auth/r/settings` → [[KEY, VALUE], …],
// `/v2/auth/r/permissions` → [[SCOPE, READ 0/1, WRITE 0/1], …].
import { recordCodec, type Decoded } from '../record';

export interface Setting extends Decoded<typeof settingCodec> {}
export const settingCodec = recordCodec(2, { key: [0, 'str'], value: [1, 'raw'] });
export interface Permission extends Decoded<typeof permissionCodec> {}
export const permissionCodec = recordCodec(3, { scope: [0, 'str'], read: [1, 'bool'], write: [2, 'bool'] });

/** Keys a client may write: `api:` followed by letters, digits, `_` or `-`. */
export const SETTING_KEY = /^api:[A-Za-z0-9_-]*$/;
