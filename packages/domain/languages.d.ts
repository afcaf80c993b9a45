/** The languages Thali speaks: English (the default), Marathi, Hindi. */
export type Locale = 'en' | 'mr' | 'hi';
export declare const LOCALES: readonly ['en', 'mr', 'hi'];
export declare const DEFAULT_LOCALE: 'en';
export declare const HTML_LANG: { readonly en: 'en-IN'; readonly mr: 'mr-IN'; readonly hi: 'hi-IN' };
export declare const LANGUAGE_NAMES: { readonly en: 'English'; readonly mr: 'मराठी'; readonly hi: 'हिन्दी' };
export declare const INTL_LOCALE: Readonly<Record<Locale, string>>;
export declare function isLocale(value: unknown): value is Locale;
export declare function localeOfTag(tag: string | null | undefined): Locale | undefined;
export declare function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined;
export declare function withLocale<T>(locale: Locale, render: () => T): T;
export declare function currentLocale(): Locale;
export declare function currentIntlLocale(): string;
