import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import {
  decremented,
  incremented,
  incrementedBy,
  incrementIfOdd,
  reset,
  selectCount,
} from './counterSlice'

export function Counter() {
  const count = useAppSelector(selectCount)
  const dispatch = useAppDispatch()
  const [amount, setAmount] = useState('2')
  const step = Number(amount) || 0

  return (
    <section>
      <p>
        Count: <output aria-label="Count">{count}</output>
      </p>
      <button onClick={() => dispatch(decremented())}>−1</button>{' '}
      <button onClick={() => dispatch(incremented())}>+1</button>{' '}
      <button onClick={() => dispatch(reset())}>Reset</button>
      <p>
        <label>
          Amount{' '}
          <input
            value={amount}
            inputMode="numeric"
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>{' '}
        <button onClick={() => dispatch(incrementedBy(step))}>
          Add amount
        </button>{' '}
        <button onClick={() => dispatch(incrementIfOdd(step))}>
          Add if odd
        </button>
      </p>
    </section>
  )
}
