// The shape of a locale's texts of the content pages: one text for every page of the template.
import type { InfoPageName, InfoPageText } from '../../../src/protocol/marketing/pages';

export type InfoPageTexts = Readonly<Record<InfoPageName, InfoPageText>>;
