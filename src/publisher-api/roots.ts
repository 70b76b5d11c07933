/**
 * The root element the spec names for each XML method's answer. An answer under another root is
 * not the method's answer (a gateway's page, a proxy's own XML), however well-formed it is.
 * Keys are the verb and the method's first path segment.
 */
import type { HttpMethod } from "./http.js";

const STATS = "ca.api.webmaster.statistics_";

const ROOTS: Readonly<Record<string, string>> = {
  "GET offers": "getOffersResponseData",
  "GET offer-links": "getOfferLinkListResponseData",
  "GET offer": "getOfferResponseData",
  "GET offertarget": "getOfferTargetResponseData",
  "GET promo": "getPromoResponseData",
  "GET coupons": "getCouponsResponseData",
  "GET goods": "getGoodsResponseData",
  "GET analytics-audience": "getAnalyticsAudienceResponseData",
  "GET analytics-geo": "getAnalyticsGeoResponseData",
  "GET analytics-outgoing-traffic": "getAnalyticsOutgoingTrafficResponseData",
  "GET analytics-similar-sites": "getAnalyticsSimilarSitesResponseData",
  "GET analytics-competitors": "getAnalyticsCompetitorsResponseData",
  "GET offers-types-list": "getOffersTypesListResponseData",
  "GET offers-tools-list": "getOffersToolsListResponseData",
  "GET languages-list": "getLanguagesListResponseData",
  "GET geo-list": "getGeoListResponseData",
  "GET offers-categories-list": "getOffersCategoriesListResponseData",
  "GET offers-traffictypes-list": "getOffersTrafficTypesListResponseData",
  "GET offers-platforms-list": "getOffersMobilePlatformsListResponseData",
  "GET goods-categories-list": "getGoodsCategoriesListResponseData",
  "GET goods-brands-list": "getGoodsBrandsListResponseData",
  "GET goods-currency-list": "getGoodsCurrencyListResponseData",
  "GET couponstatus": "getCouponStatusResponseData",
  "GET couponcategories": "getCouponCategoriesResponseData",
  "GET coupontypes": "getCouponTypesResponseData",
  "GET couponother": "getCouponOtherResponseData",
  "GET statistics": "getStatisticsResponseData",
  "GET statistics-offers": `${STATS}offersResponseData`,
  "GET statistics-segments": `${STATS}segmentsResponseData`,
  "GET statistics-actions": `${STATS}actionsResponseData`,
  "GET statistics-geo": `${STATS}geoResponseData`,
  "GET statistics-behaviour": `${STATS}behaviourResponseData`,
  "GET statistics-technologies": `${STATS}technologiesResponseData`,
  "GET statistics-channels": `${STATS}channelsResponseData`,
  "PUT user-language": "setUserLanguageResponseData",
  "GET rotators": "getRotatorsResponseData",
  "GET rotator": "getRotatorResponseData",
  "POST rotator": "createRotatorResponseData",
  "PUT rotator": "setRotatorResponseData",
  "GET banner-sizes-list": "getBannerSizesResponseData",
  "GET banners": "getBannersResponseData",
  "POST textshift": "createTextShiftResponseData",
  "PUT textshift": "setTextShiftResponseData",
  "GET postback-list": "getPostbacksResponseData",
  "GET postback": "getPostbackResponseData",
  "POST postback": "createPostbackResponseData",
  "PUT postback": "setPostbackResponseData",
  "GET profile": "getProfileResponseData",
  "PUT profile": "setProfileResponseData",
  "GET balanceinfo": "getBalanceInfoResponseData",
  "GET notificationsettinglist": "getNotificationSettingListResponseData",
  "PUT notificationsettinglist": "setNotificationSettingListResponseData",
  "GET payoutlist": "getPayoutListResponseData",
  "GET chargehistorylist": "getChargeHistoryListResponseData",
  "GET exchangeratelist": "getExchangeRateListResponseData",
  "GET timezonelist": "getTimeZoneListResponseData",
  "GET traffic_channels": "getTrafficChannelsResponseData",
};

/**
 * The root an answer must have: the spec's name, or, for the methods whose answer shape the spec
 * does not show (analytics-input-traffic, couponscopes), any `…ResponseData` root.
 */
export function expectedRoot(method: HttpMethod, endpoint: string): string | RegExp {
  const segment = endpoint.split("/", 1)[0] ?? endpoint;
  return ROOTS[`${method} ${segment}`] ?? ANY_RESPONSE_DATA;
}

export const ANY_RESPONSE_DATA = /^[A-Za-z_][\w.]*ResponseData$/;

/** Whether `root` is what `expected` asks for. */
export function rootMatches(root: string, expected: string | RegExp): boolean {
  return typeof expected === "string" ? root === expected : expected.test(root);
}
