{
  "title": "{{Title}}",
  "loading": "加载中…",
  "error": "无法加载。",
  "retry": "重试",
  "connection": "您的连接来自 {{ip}}（{{country}}）。"
}
