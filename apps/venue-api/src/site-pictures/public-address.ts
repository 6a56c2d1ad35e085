// Whether an IP address is on the public internet (docs/backend.md#the-sites-image-route): the image
// route connects only to such addresses for an outside origin, so a picture address cannot reach the
// site's own machine, its network or a cloud's metadata service.
import ipaddr from 'ipaddr.js';

/**
 * True only for ipaddr.js's plain `unicast` range: private, loopback, link-local, unspecified,
 * multicast, broadcast, CGNAT, unique-local, reserved and the IPv6 forms that carry an IPv4 address
 * (mapped, NAT64, 6to4, Teredo) are all refused; a mapped IPv4 address is judged as the IPv4 it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}
