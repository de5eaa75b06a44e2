import { useState } from 'react'
import type { Item, ItemUpdate } from './packingApi'

interface ItemRowProps {
  item: Item
  onChange: (update: ItemUpdate) => void
}

export function ItemRow({ item, onChange }: ItemRowProps) {
  const [draftName, setDraftName] = useState<string | null>(null)

  if (draftName !== null) {
    return (
      <li>
        <label>
          New name for {item.name}{' '}
          <input
            value={draftName}
            onChange={(event) => setDraftName(event.target.value)}
          />
        </label>{' '}
        <button
          disabled={draftName.trim() === ''}
          onClick={() => {
            onChange({ id: item.id, name: draftName.trim() })
            setDraftName(null)
          }}
        >
          Save
        </button>{' '}
        <button onClick={() => setDraftName(null)}>Cancel</button>
      </li>
    )
  }

  return (
    <li>
      <label>
        <input
          type="checkbox"
          checked={item.packed}
          onChange={(event) =>
            onChange({ id: item.id, packed: event.target.checked })
          }
        />{' '}
        {item.name}
      </label>{' '}
      <small>({item.packed ? 'packed' : 'to pack'})</small>{' '}
      <button
        aria-label={`Rename ${item.name}`}
        onClick={() => setDraftName(item.name)}
      >
        Rename
      </button>
    </li>
  )
}
