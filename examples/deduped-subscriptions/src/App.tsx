import { useState } from 'react'
import { ForecastWidget } from './features/forecast/ForecastWidget'
import { SubscriberCount } from './features/forecast/SubscriberCount'

export default function App() {
  const [extraWidgets, setExtraWidgets] = useState(0)

  return (
    <main>
      <h1>Lisbon weather dashboard</h1>
      <SubscriberCount />
      <p>
        <button onClick={() => setExtraWidgets((count) => count + 1)}>
          Add widget
        </button>{' '}
        <button
          onClick={() => setExtraWidgets((count) => count - 1)}
          disabled={extraWidgets === 0}
        >
          Remove widget
        </button>
      </p>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
          gap: '.75rem',
        }}
      >
        <ForecastWidget title="Conditions" reading="conditions" canRefresh />
        <ForecastWidget title="Temperature" reading="temperature" />
        <ForecastWidget title="Wind" reading="wind" />
        {Array.from({ length: extraWidgets }, (_, index) => (
          <ForecastWidget
            key={index}
            title={`Humidity ${index + 1}`}
            reading="humidity"
          />
        ))}
      </div>
    </main>
  )
}
