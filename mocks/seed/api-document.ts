/**
 * The token API document the /document/token page shows (global config 3, param_str). Markdown
 * with h2/h3 headings for the page's directory. It holds both languages as the app reads them
 * (docs/decisions/0087-bilingual-server-text.md): each heading "English · 中文", each paragraph
 * and list twice, English first; code and tables belong to both. Paths are written "/api/…": the
 * page puts the origin the app calls before them. The places it names are the app's own labels
 * (the account menu's creator centre: nav.json, application.json).
 */
export const API_DOCUMENT_MARKDOWN = `# Creator Programme Token API · 创作者激励计划 Token API

Approved creators call AI models through one gateway with their project's API key. Every call is
billed to the project's incentive balance (USD, 4 decimals) and counts towards its daily limit.

通过审核的创作者可以使用项目的 API Key，经由统一网关调用 AI 模型。每次调用从项目的激励余额中扣费，并计入每日限额。

## Getting started · 快速开始

### Base URL · 接口地址

All endpoints live under one base address on this site:

所有接口都在本站的同一地址前缀下：

\`\`\`
/api/token
\`\`\`

### Authentication · 鉴权

Open your account menu (your picture at the top right) and choose **Creator centre → API key**
to create a key (one key per project; it is shown once). Send it as a bearer token with every
request:

打开右上角头像的账号菜单，选择 **创作者中心 → API 密钥** 创建密钥（每个项目一个，仅显示一次），并在每个请求的 \`Authorization\` 头中以 Bearer 方式携带：

\`\`\`http
Authorization: Bearer {key}
Content-Type: application/json
\`\`\`

### Limits and billing · 限额与计费

- The daily limit of a project is set under **Creator centre → Incentive account** and cannot
  exceed the programme maximum (global configuration).
- Amounts are shown in USD with 4 decimals; the CNY view uses the configured exchange rate.
- A missing or unknown key answers HTTP 401 with the provider's error; a malformed body HTTP 400.

- 项目每日限额在 **创作者中心 → 激励账户** 中设置，不能超过系统上限。
- 金额以美元显示（4 位小数），人民币按配置汇率换算。
- 缺少或无效的密钥返回 HTTP 401，请求体格式错误返回 HTTP 400。

## Chat models · 对话模型

### OpenAI chat completions · OpenAI 对话补全

\`POST /api/token/openai/v1/chat/completions\` — models \`gpt-35-turbo\`, \`gpt-4\`, \`gpt-4o\`,
\`gpt-4o-mini\` (images only with \`gpt-4o\`).

\`POST /api/token/openai/v1/chat/completions\` — 模型 \`gpt-35-turbo\`、\`gpt-4\`、\`gpt-4o\`、
\`gpt-4o-mini\`（仅 \`gpt-4o\` 支持图片）。

\`\`\`bash
curl -X POST /api/token/openai/v1/chat/completions \\
  -H "Authorization: Bearer {key}" \\
  -H "Content-Type: application/json" \\
  -d '{
    "model": "gpt-4o",
    "messages": [
      {"role": "system", "content": "You are a helpful game design assistant."},
      {"role": "user", "content": "Suggest three names for a pixel-art roguelike."}
    ]
  }'
\`\`\`

The answer is OpenAI's own shape; read \`choices[0].message.content\`.

返回 OpenAI 原始格式，读取 \`choices[0].message.content\`。

### Claude messages · Claude 消息

\`POST /api/token/claude/v1/message\` — models \`claude-3-haiku\`, \`claude-3-sonnet\`,
\`claude-3-5-sonnet\`. \`anthropic_version\` and \`max_tokens\` (at most 4096) are required.

\`POST /api/token/claude/v1/message\` — 模型 \`claude-3-haiku\`、\`claude-3-sonnet\`、
\`claude-3-5-sonnet\`；必须提供 \`anthropic_version\` 和 \`max_tokens\`（最多 4096）。

\`\`\`bash
curl -X POST /api/token/claude/v1/message \\
  -H "Authorization: Bearer {key}" \\
  -H "Content-Type: application/json" \\
  -d '{
    "model": "claude-3-5-sonnet",
    "anthropic_version": "bedrock-2023-05-31",
    "max_tokens": 4096,
    "messages": [
      {"role": "user", "content": "写一段 50 字以内的 NPC 开场白。"}
    ]
  }'
\`\`\`

The answer is Anthropic's own shape; read \`content[0].text\`.

返回 Anthropic 原始格式，读取 \`content[0].text\`。

## Audio models · 语音模型

### Speech to text (whisper) · 语音转文字

\`POST /api/token/openai/v1/audio/transcriptions\` — a multipart form with one audio file (mp3,
webm, wav, mpeg or mpga).

\`POST /api/token/openai/v1/audio/transcriptions\` — 以 multipart 表单上传一个音频文件（mp3、webm、wav、mpeg 或 mpga）。

\`\`\`bash
curl -X POST /api/token/openai/v1/audio/transcriptions \\
  -H "Authorization: Bearer {key}" \\
  -F file=@line-01.mp3 \\
  -F model=whisper \\
  -F language=zh \\
  -F response_format=json
\`\`\`

Answers \`{"text": "..."}\`.

返回 \`{"text": "..."}\`。

### Text to speech (tts) · 文字转语音

\`POST /api/token/openai/v1/audio/speech\` — model \`tts-hd\`, voices \`alloy\`, \`echo\`, \`onyx\`,
\`nova\`, \`shimmer\`; \`response_format\` \`mp3\` or \`wav\` (default).

\`POST /api/token/openai/v1/audio/speech\` — 模型 \`tts-hd\`，音色 \`alloy\`、\`echo\`、\`onyx\`、
\`nova\`、\`shimmer\`；\`response_format\` 为 \`mp3\` 或 \`wav\`（默认）。

\`\`\`bash
curl -X POST /api/token/openai/v1/audio/speech \\
  -H "Authorization: Bearer {key}" \\
  -H "Content-Type: application/json" \\
  -d '{"model": "tts-hd", "input": "Welcome, traveller!", "voice": "nova", "response_format": "mp3"}' \\
  --output welcome.mp3
\`\`\`

The answer is the audio itself (\`audio/mpeg\` or \`audio/wav\`).

返回音频二进制内容（\`audio/mpeg\` 或 \`audio/wav\`）。

## Errors · 错误处理

| HTTP | Meaning · 含义 |
|---|---|
| 400 | Malformed body · 请求体格式错误 |
| 401 | Missing or unknown key · 密钥缺失或无效 |

## Billing records · 账单明细

Every call appears under **Creator centre → Billing details** with its request id, time, project
and model. Filter by model, project and time range (the last 7 days by default).

每次调用都会出现在 **创作者中心 → 账单明细** 中，可按模型、项目和时间范围筛选（默认最近 7 天）。
`;
