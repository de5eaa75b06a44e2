import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { PantryRow } from './PantryRow'
import {
  filterChanged,
  itemAdded,
  selectFilter,
  selectItemTotal,
  selectVisibleItems,
  stockCounted,
  type PantryItem,
} from './pantrySlice'

const weeklyCount: PantryItem[] = [
  { id: 'oats', name: 'Rolled oats', quantity: 4 },
  { id: 'coffee', name: 'Coffee beans', quantity: 2 },
  { id: 'honey', name: 'Wildflower honey', quantity: 1 },
]

export function Pantry() {
  const dispatch = useAppDispatch()
  const visible = useAppSelector(selectVisibleItems)
  const total = useAppSelector(selectItemTotal)
  const filter = useAppSelector(selectFilter)
  const [name, setName] = useState('')
  const [quantity, setQuantity] = useState('1')

  function add() {
    if (!name.trim()) return
    dispatch(itemAdded(name.trim(), Number(quantity) || 1))
    setName('')
  }

  return (
    <section>
      <p>
        <label>
          Item <input value={name} onChange={(e) => setName(e.target.value)} />
        </label>{' '}
        <label>
          Quantity{' '}
          <input
            value={quantity}
            inputMode="numeric"
            size={3}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </label>{' '}
        <button onClick={add}>Add item</button>{' '}
        <button onClick={() => dispatch(stockCounted(weeklyCount))}>
          Apply weekly stock count
        </button>
      </p>
      <p>
        <label>
          Filter by name{' '}
          <input
            value={filter}
            onChange={(e) => dispatch(filterChanged(e.target.value))}
          />
        </label>
      </p>
      <p role="status">
        Showing {visible.length} of {total} items
      </p>
      <ul aria-label="Pantry">
        {visible.map((item) => (
          <PantryRow key={item.id} id={item.id} />
        ))}
      </ul>
    </section>
  )
}
