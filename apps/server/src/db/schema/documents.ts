import type { I18nText, Language, WebContactType } from '@marquee/contract';

/*
 * Shapes of the jsonb columns. They are small value objects that are always read and written whole with
 * their owner row and never queried by field, so they stay documents instead of tables. Field names follow
 * the spec's entity names (PascalCase) so presenters can pass them through.
 */

// Spec 1 §3 web contact types live in the contract (shared with the web app).
export { WEB_CONTACT_TYPES, type WebContactType } from '@marquee/contract';

export interface AddressContact {
  AddressLine: string;
  City: string;
  Zip?: string;
  /** ISO 3166-1 alpha-2. */
  Country: string;
}

/**
 * A stored contact; `Private` contacts are shown only to the profile's claim holders. `Id` is set by the
 * profiles service on every save; rows written before (demo data) get a stable id derived from the owner
 * and position when read (modules/profiles/profile-content.ts).
 */
export type Contact = { Id?: string; Private: boolean } & (
  | { Kind: 'email'; EmailAddress: string }
  | { Kind: 'phone'; Number: string }
  | { Kind: 'web'; Url: string; WebContactType: WebContactType }
  | ({ Kind: 'address' } & AddressContact)
);

/** Spec "Embedded code"; `HtmlCode` is stored with script tags stripped. `Id` as for Contact. */
export interface EmbeddedCode {
  Id?: string;
  HtmlCode: string;
  IsHidden: boolean;
  OrderNumber: number;
}

export interface GalleryItem {
  ImageId: string;
  Caption?: string;
}

export interface MovieInfo {
  Movie: {
    OriginalTitle: string;
    YearOfProduction?: number;
    /** Minutes. */
    MovieDuration?: number;
    Directors: string[];
    Actors: { FullName: string }[];
  };
  AgeRating: number;
  DisfilmId?: string;
  DisfilmLanguage?: string;
  ScreenFormat?: string;
  Dabing?: string;
  Subtitles?: string;
}

export interface StreamSettings {
  /** The stream row that carries this online event (the spec links Stream.EventId back). */
  StreamId?: string;
  ShowStreamPromo: boolean;
}

export interface VisibilitySettings {
  /** Spec: VisibilitySettings.Hide{product}PurchaseForm. */
  HidePurchaseForm?: boolean;
}

/** Spec 2 §3 ExtraSettings.CustomFrontendTexts, each keyed by language. */
export interface CustomFrontendTexts {
  BeforeBeginSelling?: Partial<Record<Language, string>>;
  AfterEndSelling?: Partial<Record<Language, string>>;
  SoldOut?: Partial<Record<Language, string>>;
}

export interface ProfileExtraSettings {
  CustomFrontendSettings?: { BatchCouponsEnabled?: boolean; SeasonTicketEventEnabled?: boolean };
}

/** Spec 2 §3 Additional shape: decoration drawn over the seat map (stage, bar, labels, image pins). */
export interface AdditionalShape {
  Points: { X: number; Y: number }[];
  ImageId?: string;
  ShapeText?: { Text: string; Color: string; FontSize: number; RotationAngle: number };
  StrokeColor?: string;
  FillColor?: string;
  StrokeWidth?: number;
  UniqueSectorId?: string;
}

export type { I18nText };
