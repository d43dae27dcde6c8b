// Settings and permissions rows (PROTOCOL §5.3): `/v2/auth/r/settings` → [[KEY, VALUE], …],
// `/v2/auth/r/permissions` → [[SCOPE, READ 0/1, WRITE 0/1], …].
import { recordCodec, type RecordOf } from '../record';

const SETTING = { key: [0, 'str'], value: [1, 'any'] } as const;
const PERMISSION = { scope: [0, 'str'], read: [1, 'bool'], write: [2, 'bool'] } as const;

export interface Setting extends RecordOf<typeof SETTING> {}
export interface Permission extends RecordOf<typeof PERMISSION> {}

/** Keys a client may write: `api:` followed by letters, digits, `_` or `-`. */
export const SETTING_KEY = /^api:[A-Za-z0-9_-]*$/;

export const settingCodec = recordCodec(2, SETTING);
export const permissionCodec = recordCodec(3, PERMISSION);
export const decodeSetting = (row: unknown): Setting | undefined => settingCodec.decode(row);
export const encodeSetting = (s: Setting) => settingCodec.encode(s);
export const decodePermission = (row: unknown): Permission | undefined => permissionCodec.decode(row);
export const encodePermission = (p: Permission) => permissionCodec.encode(p);
