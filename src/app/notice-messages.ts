// The frame's occasional notices' messages, added when the first of them loads (cookie consent,
// missing permissions, a feature not offered): not part of the workspace's first load.
import { addMessages } from '../i18n';
import { noticeMessages } from '../i18n/notices';

addMessages('notices', noticeMessages);
