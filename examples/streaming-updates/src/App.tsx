import { useState } from 'react'
import { ChatRoom } from './features/chat/ChatRoom'

const channels = ['release', 'design']

export default function App() {
  const [channel, setChannel] = useState(channels[0]!)

  return (
    <main>
      <h1>Team chat</h1>
      <nav aria-label="Channels" style={{ display: 'flex', gap: '.5rem' }}>
        {channels.map((name) => (
          <button
            key={name}
            aria-pressed={name === channel}
            onClick={() => setChannel(name)}
          >
            #{name}
          </button>
        ))}
      </nav>
      <ChatRoom key={channel} channel={channel} />
    </main>
  )
}
