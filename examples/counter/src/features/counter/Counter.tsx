import { useState } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import type { RootState } from '../../app/store'
import { decrement, increment, incrementByAmount, reset } from './counterSlice'

export function Counter() {
  const count = useSelector((state: RootState) => state.counter.value)
  const dispatch = useDispatch()
  const [amountText, setAmountText] = useState('2')

  const amount = Number(amountText) || 0

  return (
    <section>
      <h2>Count: {count}</h2>
      <div>
        <button aria-label="Decrement" onClick={() => dispatch(decrement())}>
          −
        </button>{' '}
        <button aria-label="Increment" onClick={() => dispatch(increment())}>
          +
        </button>
      </div>
      <p>
        <input
          aria-label="Amount to add"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
        />{' '}
        <button onClick={() => dispatch(incrementByAmount(amount))}>
          Add amount
        </button>{' '}
        <button onClick={() => dispatch(reset())}>Reset</button>
      </p>
    </section>
  )
}
