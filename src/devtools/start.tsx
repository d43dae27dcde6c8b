// Mounts the developer tools' overlay in a root of its own beside the app's (so it stays on every
// page and never takes part in the app's layout). src/main.tsx imports this module dynamically and
// only in dev builds, so a production build holds none of the developer tools.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { observer } from 'mobx-react-lite';
import { currentLocale } from '../i18n';
import { loadDevtoolsCatalogue } from './catalogue';
import { DevtoolsOverlay, type DevtoolsProps } from './DevtoolsOverlay';

/** The overlay in the app's language: drawn again, with that language's messages, when it changes. */
const Localised = observer(function Localised(props: DevtoolsProps) {
  const wanted = props.store.settings.locale;
  const [shown, setShown] = useState(currentLocale());
  useEffect(() => {
    let live = true;
    void loadDevtoolsCatalogue(wanted)
      .catch((err: unknown) => console.error('developer tools’ messages not loaded', err))
      .then(() => live && setShown(currentLocale()));
    return () => {
      live = false;
    };
  }, [wanted]);
  return <DevtoolsOverlay {...props} locale={shown} />;
});

export async function startDevtools(props: Omit<DevtoolsProps, 'environment' | 'storage'>): Promise<void> {
  await loadDevtoolsCatalogue(currentLocale()).catch(() => undefined);
  const host = document.createElement('div');
  host.id = 'tradedesk-devtools';
  document.body.append(host);
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  createRoot(host).render(
    <StrictMode>
      <Localised {...props} environment={import.meta.env.VITE_TRADEDESK_ENV ?? 'production'} storage={storage} />
    </StrictMode>,
  );
}
