import { ItemRow } from './ItemRow'
import { useGetItemsQuery, useUpdateItemMutation } from './packingApi'

export function PackingList() {
  const { data: items, isLoading, isError } = useGetItemsQuery()
  const [
    updateItem,
    { isLoading: isSaving, isError: saveFailed, originalArgs },
  ] = useUpdateItemMutation()

  if (isLoading) return <p role="status">Loading the list…</p>
  if (isError || !items) {
    return (
      <p role="alert" className="error">
        Could not load the packing list.
      </p>
    )
  }

  const packedCount = items.filter((item) => item.packed).length
  const failedItem = items.find((item) => item.id === originalArgs?.id)

  return (
    <section aria-labelledby="list-heading">
      <h2 id="list-heading">
        Packed {packedCount} of {items.length}
      </h2>
      <ul aria-label="Packing list">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} onChange={updateItem} />
        ))}
      </ul>
      <p role="status">{isSaving ? 'Saving…' : ''}</p>
      {saveFailed && (
        <p role="alert" className="error">
          Could not save the change to “{failedItem?.name}”. It has been undone.
        </p>
      )}
    </section>
  )
}
