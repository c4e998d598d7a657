// Messages waiting to be sent: typed while the hub could not be reached, or while a reply was
// still streaming. Kept in localStorage per caller, so a reload does not lose them either.

const OUTBOX_KEY = 'storefront.outbox';

export function createOutbox(identity) {
  function read() {
    try {
      const saved = JSON.parse(localStorage.getItem(OUTBOX_KEY));
      return Array.isArray(saved) ? saved.filter((entry) => entry && typeof entry.text === 'string' && entry.id) : [];
    } catch {
      return [];
    }
  }

  function write(entries) {
    if (entries.length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    else localStorage.removeItem(OUTBOX_KEY);
  }

  const mine = () => read().filter((entry) => entry.owner === identity());

  return {
    entries: mine,
    size: () => mine().length,
    first: () => mine()[0] ?? null,
    has: (id) => mine().some((entry) => entry.id === id),
    add(text) {
      const entry = { id: crypto.randomUUID(), owner: identity(), text };
      write([...read(), entry]);
      return entry;
    },
    remove(id) {
      write(read().filter((entry) => entry.id !== id));
    },
  };
}
