import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { itemRemoved, itemRenamed, selectItemById } from './pantrySlice'

export function PantryRow({ id }: { id: string }) {
  const item = useAppSelector((state) => selectItemById(state, id))
  const dispatch = useAppDispatch()
  const [draft, setDraft] = useState<string | null>(null)

  if (!item) return null

  function save() {
    if (draft?.trim()) dispatch(itemRenamed({ id, name: draft.trim() }))
    setDraft(null)
  }

  if (draft !== null) {
    return (
      <li>
        <label>
          New name for {item.name}{' '}
          <input value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>{' '}
        <button onClick={save}>Save</button>
      </li>
    )
  }
  return (
    <li>
      {item.name} × {item.quantity}{' '}
      <button onClick={() => setDraft(item.name)}>Rename</button>{' '}
      <button onClick={() => dispatch(itemRemoved(id))}>Remove</button>
    </li>
  )
}
