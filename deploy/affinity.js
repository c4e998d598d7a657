// Which hub a request belongs to: the customer (the bearer token's `sub`), else the guest key,
// else the client address. nginx hashes this key onto the hubs, so one customer's streams,
// turns and inbox all live on one hub for as long as it is up. The token is not verified
// here: the key only chooses a hub, and the hub verifies every token itself.

function key(r) {
    var auth = r.headersIn['Authorization'] || '';
    var token = auth.match(/^Bearer\s+[^.\s]+\.([^.\s]+)\./);
    if (token) {
        try {
            var claims = JSON.parse(Buffer.from(token[1], 'base64url').toString());
            if (typeof claims.sub === 'string' && claims.sub) {
                return 'customer:' + claims.sub;
            }
        } catch (e) {
            // not a JWT: fall through to the other keys
        }
    }
    var guest = r.headersIn['X-Assistant-Guest'];
    if (guest) {
        return 'guest:' + guest.toLowerCase();
    }
    return 'address:' + r.remoteAddress;
}

export default { key };
