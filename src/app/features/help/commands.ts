/**
 * The commands and names the help pages show. They are typed as they are in every language, so
 * they live here rather than in the catalogues. README.md "Run it" and "Relay options" are the
 * source of the relay's.
 */

export const RELAY_PORT = 8765;
export const OLLAMA_PORT = 11434;
export const OLLAMA_ADDRESS = `http://127.0.0.1:${OLLAMA_PORT}`;
export const OLLAMA_DOWNLOAD = 'https://ollama.com/download';
export const NODE_DOWNLOAD = 'https://nodejs.org/';

export const COMMANDS = {
  startRelay: 'npm ci && npm start',
  startRelayPowerShell: 'npm ci; npm start',
  relayWithOptions: `npm start -- --host 0.0.0.0 --port ${RELAY_PORT} --data ./.data/relay`,
  nodeMac: 'brew install node',
  nodeWindows: 'winget install OpenJS.NodeJS.LTS',
  ollamaLinux: 'curl -fsSL https://ollama.com/install.sh | sh',
  ollamaMac: 'brew install ollama',
  pullModel: 'ollama pull llama3.1:8b',
  relayAiProxy: 'MESHTALK_AI_TOKEN=a-long-random-secret npm start',
  relayAiProxyUpstream:
    'MESHTALK_AI_TOKEN=a-long-random-secret MESHTALK_AI_UPSTREAM=http://10.0.0.5:11434 npm start',
  relayAiProxyPowerShell: '$env:MESHTALK_AI_TOKEN="a-long-random-secret"; npm start',
} as const;

/** Ollama allowing requests from the page at `origin` (a shell on Linux and macOS). */
export const ollamaServe = (origin: string) => `OLLAMA_ORIGINS=${origin} ollama serve`;

/** The same in Windows PowerShell. */
export const ollamaServePowerShell = (origin: string) =>
  `$env:OLLAMA_ORIGINS="${origin}"; ollama serve`;

/** The relay flags the guide explains, each with its environment variable and default. */
export const RELAY_FLAGS = [
  { flag: '--host', env: 'HOST', key: 'host' },
  { flag: '--port', env: 'PORT', key: 'port' },
  { flag: '--data', env: 'MESHTALK_DATA', key: 'data' },
  { flag: '--peers', env: 'MESHTALK_PEERS', key: 'peers' },
  { flag: '--mesh-secret', env: 'MESHTALK_MESH_SECRET', key: 'meshSecret' },
  { flag: '--ai-token', env: 'MESHTALK_AI_TOKEN', key: 'aiToken' },
  { flag: '--ai-upstream', env: 'MESHTALK_AI_UPSTREAM', key: 'aiUpstream' },
] as const;

/** Models for chat (spec 002 "Popular model suggestions"), each with what it suits. */
export const CHAT_MODELS = [
  { name: 'llama3.1:8b', key: 'llama8b' },
  { name: 'llama3.1:70b', key: 'llama70b' },
  { name: 'qwen2.5:7b', key: 'qwen' },
  { name: 'mistral', key: 'mistral' },
  { name: 'gemma:2b', key: 'gemma2b' },
  { name: 'gemma:7b', key: 'gemma7b' },
  { name: 'phi3', key: 'phi3' },
  { name: 'codellama', key: 'codellama' },
] as const;

/** Models that read pictures (spec 002 "Recommended vision models"), with their download size. */
export const VISION_MODELS = [
  { name: 'llava:latest', gigabytes: 7 },
  { name: 'llava:7b', gigabytes: 4 },
  { name: 'llava:13b', gigabytes: 8 },
  { name: 'minicpm-v:8b', gigabytes: 5 },
  { name: 'llama3.2-vision:11b', gigabytes: 7 },
] as const;
