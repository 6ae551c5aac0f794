/** The app's view of the Academy API's resources (camelCase, as read; spec §3). */

export type BusinessModel = 'subscription' | 'flat_fee' | 'in_plan';

export interface Entity {
  id: string;
  name: string;
}

export interface Subscription {
  id: string;
  isActive: boolean;
  kind: 'trial' | 'paid';
  startsAt: string | null;
  endsAt: string | null;
}

export interface Contract {
  id: string;
  businessModels: BusinessModel[];
}

export interface PrimaryCoach {
  id: string;
  fullName: string;
  emailAddress: string | null;
  phoneNumber: string | null;
}

export interface Account {
  id: string;
  fullName: string;
  email: string;
  locale: string | null;
  roles: string[];
  avatarUrl: string | null;
  lastOnline: string | null;
  createdAt: string;
  entity?: Entity | null;
  subscription?: Subscription | null;
}

export interface PortalDomain {
  id: string;
  domain: string;
  baseUrl: string;
}

export interface PortalLanguage {
  id: string;
  locale: string;
  isPrimary: boolean;
  overrides: string | null;
}

export interface Portal {
  id: string;
  key: string;
  name: string;
  parameters: { type: string; data: Record<string, unknown> }[];
  information: { knowledgeBaseUrl?: string | null; zendeskChatId?: string | null };
  assets: { logo?: string | null };
  portalDomains?: PortalDomain[];
  languages?: PortalLanguage[];
}

export interface Theme {
  id: string;
  colors: Record<string, string>;
  styles: string[];
  assets: { favicon?: string | null };
  version: number;
}

export interface Me {
  id: string;
  roles: string[];
  availableBusinessModels: BusinessModel[];
  account?: Account | null;
  entity?: Entity | null;
  portal: Portal;
  subscription?: Subscription | null;
  contract?: Contract | null;
  primaryCoach?: PrimaryCoach | null;
  profile?: { id: string; headline: string | null; bio: string | null } | null;
  theme?: Theme | null;
}

/** /v1/me with its meta: the portal's feature flags and whether the session is valid. */
export interface MeResult {
  me: Me;
  features: string[];
  authenticated: boolean;
}

export interface Course {
  id: string;
  title: string;
  description: string;
  published: boolean;
  hasContentIssue: boolean;
  catalogName: string | null;
}

export type EnrollmentStatus = 'active' | 'completed';

/** GET /v1/accounts/{id}/enrollments: one account's enrolment, its course included. */
export interface Enrollment {
  id: string;
  status: EnrollmentStatus;
  /** Percent done, 0–100. */
  progress: number;
  enrolledAt: string;
  completedAt: string | null;
  course?: Course | null;
}

export type PortfolioItemKind = 'achievement' | 'assignment' | 'reflection';

/** GET /v1/accounts/{id}/portfolio_items: one item of the account's portfolio. */
export interface PortfolioItem {
  id: string;
  title: string;
  /** '' when the student wrote none. */
  description: string;
  kind: PortfolioItemKind;
  createdAt: string;
  /** The linked course (included); null when none is linked. */
  course?: Course | null;
}
