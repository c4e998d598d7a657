// Which hub a request belongs to: the customer (the bearer token's `sub`, or the customer a
// stream ticket was issued to), else the guest key, else the client address. nginx hashes
// this key onto the hubs, so one customer's streams, turns and inbox all live on one hub for
// as long as it is up, whether a stream was opened with a token or, from a browser's
// EventSource, with `?ticket=`. Neither is verified here: the key only chooses a hub, and the
// hub verifies every token and ticket itself.

function fromBase64url(text) {
    try {
        return Buffer.from(text, 'base64url').toString();
    } catch (e) {
        return '';
    }
}

function bearerCustomer(r) {
    var auth = r.headersIn['Authorization'] || '';
    var token = auth.match(/^Bearer\s+[^.\s]+\.([^.\s]+)\./);
    if (!token) {
        return '';
    }
    try {
        var claims = JSON.parse(fromBase64url(token[1]));
        return typeof claims.sub === 'string' ? claims.sub : '';
    } catch (e) {
        return ''; // not a JWT: fall through to the other keys
    }
}

// A ticket is `<expiry>.<nonce>.<customer id, base64url>.<signature>`
// (hub/notifications/tickets.py writes it).
function ticketCustomer(r) {
    var ticket = r.args.ticket;
    if (typeof ticket !== 'string') {
        return '';
    }
    var parts = ticket.split('.');
    return parts.length === 4 ? fromBase64url(parts[2]) : '';
}

function key(r) {
    var customer = bearerCustomer(r) || ticketCustomer(r);
    if (customer) {
        return 'customer:' + customer;
    }
    var guest = r.headersIn['X-Assistant-Guest'];
    if (guest) {
        return 'guest:' + guest.toLowerCase();
    }
    return 'address:' + r.remoteAddress;
}

export default { key };
