// Throttling shared by the site and the CMS: the attempt counter on rate_limits, the client's
// address behind proxies, signed device tokens and which of them are still known. Plain Node code:
// the site imports it too.
export { countAttempt, forgetAttempts, forgetAttemptsOf, purgeExpiredAttempts, type Limit, type LimitResult, type Queryable } from './counter'
export { clientIpOfCms, normaliseAddress, parseTrustProxy, resolveClientIp, throttleKeyOf, trustProxyFromEnv, TrustProxyError, type TrustProxy } from './client-ip'
export { markPeerStamping, peerHeader, stampingServer, stampPeer, stampsPeer } from './peer'
export { deriveKey, signDeviceToken, verifyDeviceToken, type DeviceToken } from './device-token'
export { devicesPerAccount, isRememberedDevice, passwordStamp, rememberDevice, type DeviceHolder } from './devices'
