/** The index file's bytes; an error that says so when the server answers with an error status. */
export async function fetchIndex(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Loading the search index failed with HTTP ${response.status}.`);
  return response.arrayBuffer();
}
