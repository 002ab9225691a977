{
  "title": "{{Title}}",
  "loading": "Memuat…",
  "error": "Tidak dapat dimuat.",
  "retry": "Coba lagi",
  "connection": "Anda terhubung dari {{ip}} ({{country}})."
}
