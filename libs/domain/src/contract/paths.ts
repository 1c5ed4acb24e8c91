import type { z } from 'zod';

import type {
  customerResponseSchema,
  customerSchema,
  loginResponseSchema,
  messageResponseSchema,
  oauthTokenResponseSchema,
  registerResponseSchema,
} from './auth';
import type { bookingOrderSchema } from './booking';
import type { deskCardSchema, deskRedemptionSchema } from './desk';
import type { categoryAdminSchema } from './categories-admin';
import type { cinemaProgrammeSchema } from './cinema';
import type {
  amenityItemSchema,
  badgeItemSchema,
  categoryItemSchema,
  companyDetailSchema,
  companyItemSchema,
  faqItemSchema,
  floorplanSchema,
  legalTextsSchema,
  parkingOptionsSchema,
  postItemSchema,
  productItemSchema,
  productListItemSchema,
  redirectSchema,
  rewardItemSchema,
  searchResultsSchema,
  websitePageSchema,
} from './content';
import type {
  contentDeletedSchema,
  contentImageSchema,
  ContentPostType,
  contentPostSchema,
  contentShopSchema,
} from './content-admin';
import type { Paginated } from './envelope';
import type { faqAdminSchema } from './faq-admin';
import type { heroBannerAnswerSchema } from './hero-banner';
import type { mallSettingsSchema } from './mall-settings';
import type { openingHoursUpdateSchema } from './opening-hours';
import type { adminPageSchema } from './pages-admin';
import type { memberFoundSchema, receiptDecisionSchema } from './admin-lookup';
import type {
  adminMemberSchema,
  adminPointsEntrySchema,
  adminReceiptResultSchema,
  adminReceiptSchema,
  badgeSchema,
  customerRewardSchema,
  memberTierSchema,
  pointsAdjustedSchema,
  pointsEntrySchema,
  pointsSummarySchema,
  receiptSchema,
  rewardLimitSchema,
  tierSchema,
} from './loyalty';
import type { favouriteItemSchema, likeIdsSchema } from './me';
import type {
  messageSchema,
  messagesOverviewSchema,
  staffMessageSchema,
  supportConversationSchema,
  supportThreadSchema,
} from './messages';
import type { mallsResponseSchema } from './site';
import type {
  auditEntrySchema,
  recoveryCodesSchema,
  signInRefusalSchema,
  staffKeyInfoSchema,
  staffPolicySchema,
  staffKeyRotatedSchema,
  staffMemberSchema,
  staffSessionSchema,
  totpEnrolmentSchema,
  totpStateSchema,
} from './staff';
import type { supportCreatedSchema } from './support';

/**
 * What each /v1 path answers (the envelope's `data`), inferred from the response schemas the API
 * serializes with (apps/api/src/routes/*). Types only: nothing here reaches a browser bundle.
 * `${number}` stands for an id in the path. The API client (`@atrium/api-client`) types its
 * `get`, `post`, `patch` and `delete` with these maps.
 */
type Data<S extends z.ZodType> = z.output<S>;
type Favourites = Paginated<Data<typeof favouriteItemSchema>>;
type ContentPost = Data<typeof contentPostSchema>;
type ContentShop = Data<typeof contentShopSchema>;
type CategoryAdmin = Data<typeof categoryAdminSchema>;

/** The staff's content editing (`/v1/admin/content/{events,news,offers}…`), one entry per type. */
type ContentAdminGet = {
  [T in ContentPostType as `/v1/admin/content/${T}`]: Paginated<ContentPost>;
} & {
  [T in ContentPostType as `/v1/admin/content/${T}/${number}`]: ContentPost;
};
type ContentAdminPost = { [T in ContentPostType as `/v1/admin/content/${T}`]: ContentPost } & {
  [
    T in ContentPostType as `/v1/admin/content/${T}/${number}/${'publish' | 'unpublish'}`
  ]: ContentPost;
};
type ContentAdminPatch = {
  [T in ContentPostType as `/v1/admin/content/${T}/${number}`]: ContentPost;
};
type ContentAdminDelete = {
  [T in ContentPostType as `/v1/admin/content/${T}/${number}`]: Data<typeof contentDeletedSchema>;
};

export interface ApiGet extends ContentAdminGet {
  // site and content
  '/v1/malls': Data<typeof mallsResponseSchema>;
  '/v1/companies': Paginated<Data<typeof companyItemSchema>>;
  [company: `/v1/companies/${number}`]: Data<typeof companyDetailSchema>;
  '/v1/companies/featured': Data<typeof companyItemSchema>[];
  '/v1/events': Paginated<Data<typeof postItemSchema>>;
  [event: `/v1/events/${number}`]: Data<typeof postItemSchema>;
  '/v1/news': Paginated<Data<typeof postItemSchema>>;
  [news: `/v1/news/${number}`]: Data<typeof postItemSchema>;
  '/v1/products': Paginated<Data<typeof productListItemSchema>>;
  [product: `/v1/products/${number}`]: Data<typeof productItemSchema>;
  '/v1/rewards': Paginated<Data<typeof rewardItemSchema>>;
  [reward: `/v1/rewards/${number}`]: Data<typeof rewardItemSchema>;
  '/v1/amenities': Paginated<Data<typeof amenityItemSchema>>;
  [amenity: `/v1/amenities/${number}`]: Data<typeof amenityItemSchema>;
  '/v1/categories': Data<typeof categoryItemSchema>[];
  '/v1/faq': Data<typeof faqItemSchema>[];
  '/v1/floorplans': Data<typeof floorplanSchema>[];
  [floorplan: `/v1/floorplans/${number}`]: Data<typeof floorplanSchema>;
  '/v1/search': Data<typeof searchResultsSchema>;
  '/v1/cinema/showtimes': Data<typeof cinemaProgrammeSchema>;
  '/v1/options/parking': Data<typeof parkingOptionsSchema>;
  '/v1/redirects': Data<typeof redirectSchema>;
  '/v1/privacy-policy': Data<typeof legalTextsSchema>;
  '/v1/terms-conditions': Data<typeof legalTextsSchema>;
  [page: `/v1/website-pages/id/${number}`]: Data<typeof websitePageSchema>;
  [page: `/v1/website-pages/permalink/${string}`]: Data<typeof websitePageSchema>;
  '/v1/tiers': Data<typeof tierSchema>[];
  '/v1/badges': Data<typeof badgeItemSchema>[];
  // member
  '/v1/me/profile': Data<typeof customerSchema>;
  '/v1/me/likes/ids': Data<typeof likeIdsSchema>;
  /** Liked (companies: or followed) items of a kind. */
  '/v1/me/companies': Favourites;
  '/v1/me/news': Favourites;
  '/v1/me/events': Favourites;
  '/v1/me/products': Favourites;
  '/v1/me/rewards': Favourites;
  '/v1/me/follows/companies': Favourites;
  '/v1/me/points': Data<typeof pointsSummarySchema>;
  '/v1/me/points-history': Paginated<Data<typeof pointsEntrySchema>>;
  '/v1/me/tier': Data<typeof memberTierSchema>;
  '/v1/me/badges': Data<typeof badgeSchema>[];
  '/v1/me/receipts': Paginated<Data<typeof receiptSchema>>;
  [receipt: `/v1/me/receipts/${number}`]: Data<typeof receiptSchema>;
  '/v1/me/customer-rewards': Paginated<Data<typeof customerRewardSchema>>;
  '/v1/me/customer-rewards/limits': Data<typeof rewardLimitSchema>[];
  [customerReward: `/v1/me/customer-rewards/${number}`]: Data<typeof customerRewardSchema>;
  '/v1/messages/all': Paginated<Data<typeof messageSchema>>;
  '/v1/messages/overview': Data<typeof messagesOverviewSchema>;
  '/v1/booking/orders': Paginated<Data<typeof bookingOrderSchema>>;
  // staff (the console)
  '/v1/staff/me': Data<typeof staffMemberSchema>;
  '/v1/staff/members': Data<typeof staffMemberSchema>[];
  '/v1/staff/audit': Paginated<Data<typeof auditEntrySchema>>;
  '/v1/staff/key': Data<typeof staffKeyInfoSchema>;
  '/v1/staff/policy': Data<typeof staffPolicySchema>;
  '/v1/staff/sign-in-refusals': Data<typeof signInRefusalSchema>[];
  '/v1/admin/receipts': Paginated<Data<typeof adminReceiptSchema>>;
  '/v1/admin/receipts/decisions': Paginated<Data<typeof receiptDecisionSchema>>;
  [receipt: `/v1/admin/receipts/${number}`]: Data<typeof adminReceiptSchema>;
  '/v1/admin/messages': Paginated<Data<typeof supportConversationSchema>>;
  '/v1/admin/customer-rewards/lookup': Data<typeof deskCardSchema>;
  '/v1/admin/members': Data<typeof adminMemberSchema>[];
  '/v1/admin/members/search': Paginated<Data<typeof memberFoundSchema>>;
  [member: `/v1/admin/members/${number}`]: Data<typeof adminMemberSchema>;
  [points: `/v1/admin/members/${number}/points-history`]: Paginated<
    Data<typeof adminPointsEntrySchema>
  >;
  [rewards: `/v1/admin/members/${number}/customer-rewards`]: Paginated<
    Data<typeof customerRewardSchema>
  >;
  [thread: `/v1/admin/members/${number}/messages`]: Data<typeof supportThreadSchema>;
  '/v1/admin/content/shops': Paginated<ContentShop>;
  [shop: `/v1/admin/content/shops/${number}`]: ContentShop;
  '/v1/admin/content/categories': CategoryAdmin[];
  '/v1/admin/settings': Data<typeof mallSettingsSchema>;
  '/v1/admin/opening-hours': Data<typeof openingHoursUpdateSchema>;
  '/v1/admin/hero': Data<typeof heroBannerAnswerSchema>;
  '/v1/admin/faq': Data<typeof faqAdminSchema>;
  '/v1/admin/pages': Data<typeof adminPageSchema>[];
}

export interface ApiPost extends ContentAdminPost {
  '/v1/login': Data<typeof loginResponseSchema>;
  '/v1/logout': Data<typeof messageResponseSchema>;
  '/v1/register': Data<typeof registerResponseSchema>;
  '/v1/register/email-resend': Data<typeof messageResponseSchema>;
  '/v1/register/email-verification': Data<typeof loginResponseSchema>;
  '/v1/forget-password': Data<typeof messageResponseSchema>;
  '/v1/forget-password/login': Data<typeof loginResponseSchema>;
  '/v1/change-forget-password': Data<typeof loginResponseSchema>;
  '/v1/change-password': Data<typeof messageResponseSchema>;
  '/v1/add-password-after-sso': Data<typeof customerResponseSchema>;
  '/v1/delete-account': Data<typeof messageResponseSchema>;
  '/v1/firebase-login': Data<typeof loginResponseSchema>;
  /** The OAuth2 token response itself (RFC 6749), not the envelope. */
  '/v1/oauth/token': Data<typeof oauthTokenResponseSchema>;
  '/v1/newsletters/subscription': Data<typeof messageResponseSchema>;
  '/v1/newsletters/unsubscribe': Data<typeof messageResponseSchema>;
  '/v1/support': Data<typeof supportCreatedSchema>;
  '/v1/messages': Data<typeof messageSchema>;
  '/v1/messages/message/read': Data<typeof messageSchema>;
  '/v1/customer-rewards': Data<typeof customerRewardSchema>;
  '/v1/me/receipts': Data<typeof receiptSchema>;
  '/v1/me/profile-picture': Data<typeof customerSchema>;
  // staff (the console)
  '/v1/staff/login': Data<typeof staffSessionSchema>;
  '/v1/staff/accept': Data<typeof staffSessionSchema>;
  '/v1/staff/invite': Data<typeof staffMemberSchema>;
  [deactivate: `/v1/staff/members/${number}/deactivate`]: Data<typeof staffMemberSchema>;
  [approve: `/v1/admin/receipts/${number}/approve`]: Data<typeof adminReceiptResultSchema>;
  [reject: `/v1/admin/receipts/${number}/reject`]: Data<typeof adminReceiptResultSchema>;
  [reverse: `/v1/admin/receipts/${number}/reverse`]: Data<typeof adminReceiptResultSchema>;
  '/v1/admin/points/adjust': Data<typeof pointsAdjustedSchema>;
  '/v1/admin/messages': Data<typeof staffMessageSchema>;
  '/v1/admin/customer-rewards/use': Data<typeof deskRedemptionSchema>;
  '/v1/staff/logout': Data<typeof messageResponseSchema>;
  '/v1/staff/totp/enrol': Data<typeof totpEnrolmentSchema>;
  '/v1/staff/totp/confirm': Data<typeof recoveryCodesSchema>;
  '/v1/staff/totp/recovery-codes': Data<typeof recoveryCodesSchema>;
  [reset: `/v1/staff/members/${number}/totp/reset`]: Data<typeof staffMemberSchema>;
  '/v1/staff/totp/disable': Data<typeof totpStateSchema>;
  '/v1/staff/password': Data<typeof messageResponseSchema>;
  '/v1/staff/password/forgot': Data<typeof messageResponseSchema>;
  '/v1/staff/password/reset': Data<typeof messageResponseSchema>;
  '/v1/staff/key/rotate': Data<typeof staffKeyRotatedSchema>;
  '/v1/admin/content/shops': ContentShop;
  '/v1/admin/content/images': Data<typeof contentImageSchema>;
  '/v1/admin/content/categories': CategoryAdmin;
  '/v1/admin/pages': Data<typeof adminPageSchema>;
}

export interface ApiPatch extends ContentAdminPatch {
  '/v1/me/profile': Data<typeof customerSchema>;
  [role: `/v1/staff/members/${number}`]: Data<typeof staffMemberSchema>;
  [shop: `/v1/admin/content/shops/${number}`]: ContentShop;
  [category: `/v1/admin/content/categories/${number}`]: CategoryAdmin;
  '/v1/admin/settings': Data<typeof mallSettingsSchema>;
}

export interface ApiPut {
  '/v1/staff/policy': Data<typeof staffPolicySchema>;
  '/v1/admin/opening-hours': Data<typeof openingHoursUpdateSchema>;
  '/v1/admin/hero': Data<typeof heroBannerAnswerSchema>;
  '/v1/admin/faq': Data<typeof faqAdminSchema>;
  [page: `/v1/admin/pages/${number}`]: Data<typeof adminPageSchema>;
  '/v1/admin/content/categories/order': CategoryAdmin[];
}

export interface ApiDelete extends ContentAdminDelete {
  '/v1/me/profile-picture': Data<typeof customerSchema>;
  '/v1/staff/key': Data<typeof staffKeyInfoSchema>;
  [page: `/v1/admin/pages/${number}`]: Data<typeof contentDeletedSchema>;
  [shop: `/v1/admin/content/shops/${number}`]: Data<typeof contentDeletedSchema>;
  [category: `/v1/admin/content/categories/${number}`]: Data<typeof contentDeletedSchema>;
}
