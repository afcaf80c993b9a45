// The DefaultTheme augmentation travels with the package, so every consumer type-checks theme use.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./theme/styled.d.ts" />
export { ThemeProvider, useThemeMode, initialThemeName } from './theme/theme-provider';
export { theme, palettes, type Theme, type ThemeName } from './theme/tokens';
export { Button, type ButtonVariant } from './components/button';
export { Card } from './components/card';
export { Badge, type BadgeTone } from './components/badge';
export { Alert, type AlertProps, type AlertTone } from './components/alert';
export { Lead } from './components/lead';
export { ColumnGrid, type Columns, type Breakpoint } from './components/column-grid';
export { Skeleton } from './components/skeleton';
export { Spinner } from './components/spinner';
export { ToastProvider, useToast, type ToastTone } from './components/toast';
export { Page, PageTitle } from './components/page';
export { useDocumentTitle } from './use-document-title';
export { PageSkeleton } from './components/page-skeleton';
export { RemoteRoot } from './components/remote-root';
export { THALI_LOCALE, THALI_TIME_ZONE, formatDateTime, formatDate, formatLongDay, formatShortDay, formatTime, isoInstant } from './format/date-time';
export { formatTimeOfDay, formatTimesOfDay } from './format/clock';
export { plainMessage, isPlainSentence } from './format/plain-message';
export { pictureSurface } from './components/picture-surface';
export { useNearViewport } from './use-near-viewport';
export { DietMark, type DietMarkProps } from './components/diet-mark';
export { BackArrowIcon, MinusIcon, StarIcon, StarRow } from './components/icons';
export { useNow, NOW_STEP_MS } from './use-now';
export { defineMessages, type Catalogue, type MessageValues, type Messages, type RichTags, type Translate } from './i18n/define-messages';
export { LanguageSwitch, useLocale, type LanguageSwitchProps } from './i18n/language-switch';
export { setLocale, textsShown } from './i18n/i18n-store';
export { prepareServerMessages } from './i18n/server-messages';
