/**
 * `compute`, remembered by key for up to `limit` keys, then forgotten all at
 * once: query words are remembered too, and a long session's many queries
 * must not grow what is kept for ever.
 */
export function boundedMemo<Value>(limit: number, compute: (key: string) => Value): (key: string) => Value {
  const known = new Map<string, Value>();
  return (key) => {
    if (known.has(key)) return known.get(key) as Value;
    if (known.size >= limit) known.clear();
    const value = compute(key);
    known.set(key, value);
    return value;
  };
}
