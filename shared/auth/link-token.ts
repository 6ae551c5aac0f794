/**
 * The token of a mailed link: 32 random bytes, base64url, so 43 characters. The API
 * and the link pages share the shape; anything else is not worth a query.
 */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
