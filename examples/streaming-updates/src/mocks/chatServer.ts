import type { ChatMessage } from '../features/chat/chatApi'

// The fake chat server: stored messages, plus a push channel that stands in
// for a WebSocket (the sandbox has none). Teammates post on a timer while
// anyone is connected to their channel.
const seed: [channel: string, author: string, text: string, time: string][] = [
  ['release', 'Dana', 'Release branch 4.2 is cut.', '09:02'],
  ['release', 'Rui', 'Running the migration dry run now.', '09:10'],
  ['release', 'Mei', 'Docs for the new export are merged.', '09:14'],
  ['design', 'Tomás', 'New icon set is in the shared file.', '08:47'],
  ['design', 'Mei', 'Can someone review the pricing page?', '09:05'],
]
const messages: ChatMessage[] = seed.map(
  ([channel, author, text, time], index) => ({
    id: index + 1,
    channel,
    author,
    text,
    sentAt: `2024-05-14T${time}:00Z`,
  }),
)

const teammates: Record<string, [author: string, text: string][]> = {
  release: [
    ['Rui', 'Staging build 4.2.0-rc.3 is green.'],
    ['Dana', 'Production rollout is scheduled for 16:00.'],
    ['Mei', 'Changelog draft is in the release doc.'],
  ],
  design: [
    ['Tomás', 'Dark theme contrast fixes are ready for review.'],
    ['Mei', 'Uploaded the new empty-state illustrations.'],
  ],
}

type Listener = (message: ChatMessage) => void
const listeners = new Map<string, Set<Listener>>()
const timers = new Map<string, ReturnType<typeof setInterval>>()
let nextId = messages.length + 1

export function listMessages(channel: string) {
  return messages.filter((entry) => entry.channel === channel)
}

/** Stores a message and pushes it to everyone connected to its channel. */
export function addMessage(channel: string, author: string, text: string) {
  const entry: ChatMessage = {
    id: nextId++,
    channel,
    author,
    text,
    sentAt: new Date().toISOString(),
  }
  messages.push(entry)
  listeners.get(channel)?.forEach((listener) => listener(entry))
  return entry
}

/** Opens a push connection to a channel; returns the function that closes it. */
export function connect(channel: string, listener: Listener) {
  const channelListeners = listeners.get(channel) ?? new Set<Listener>()
  listeners.set(channel, channelListeners.add(listener))
  const script = teammates[channel]
  if (script && !timers.has(channel)) {
    let turn = 0
    const timer = setInterval(() => {
      const [author, text] = script[turn++ % script.length]!
      addMessage(channel, author, text)
    }, 3000)
    timers.set(channel, timer)
  }
  return () => {
    channelListeners.delete(listener)
    if (channelListeners.size === 0) {
      clearInterval(timers.get(channel))
      timers.delete(channel)
    }
  }
}
