// The time zone setting: the browser's own zone, or any IANA zone this browser knows, found by
// typing part of its name ("berlin", "sao paulo") and each shown with its offset from UTC now.
import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../../app/store-context';
import { t } from '../../i18n';
import { zoneOffsetMinutes } from '../../format/time-zone';
import { timeZones, utcOffsetLabel } from '../../format/time-zone-list';
import { SearchPicker, type PickerOption } from '../../ui/SearchPicker';

const LOCAL = 'local';

function zoneOptions(now: number, kept: string | null): PickerOption[] {
  const zones = timeZones();
  // A zone read from an old offset (Etc/GMT-5) is not in the browser's list: offered all the same.
  const listed = kept && !zones.includes(kept) ? [kept, ...zones] : zones;
  return [
    { code: LOCAL, shown: t('interface.localTime', { offset: utcOffsetLabel(-new Date(now).getTimezoneOffset()) }) },
    ...listed.map((zone) => ({ code: zone, shown: `${zone.replace(/_/g, ' ')} (${utcOffsetLabel(zoneOffsetMinutes(zone, now))})` })),
  ];
}

export const TimeZoneField = observer(function TimeZoneField() {
  const { settings } = useStore();
  const kept = settings.timeZone;
  const options = useMemo(() => zoneOptions(Date.now(), kept), [kept]);
  return (
    <SearchPicker
      label={t('interface.timeZone')}
      texts={{ search: t('interface.timeZoneSearch'), loading: t('interface.timeZoneSearch'), none: t('interface.timeZoneNone') }}
      value={kept ?? LOCAL}
      options={options}
      onChange={(code) => settings.setTimeZone(code === LOCAL ? null : code)}
    />
  );
});
