{
  "title": "{{Title}}",
  "loading": "Đang tải…",
  "error": "Không thể tải.",
  "retry": "Thử lại",
  "connection": "Bạn đang kết nối từ {{ip}} ({{country}})."
}
