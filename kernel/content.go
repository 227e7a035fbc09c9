package kernel

// The content of the messages the kernel receives and sends, as the
// Jupyter messaging specification defines them.

// executeRequest is the content of execute_request.
type executeRequest struct {
	Code            string            `json:"code"`
	Silent          bool              `json:"silent"`
	StoreHistory    *bool             `json:"store_history"`
	UserExpressions map[string]string `json:"user_expressions"`
	AllowStdin      bool              `json:"allow_stdin"`
	StopOnError     *bool             `json:"stop_on_error"`
}

// stopOnError is the request's stop_on_error, true when absent.
func (r *executeRequest) stopOnError() bool { return r.StopOnError == nil || *r.StopOnError }

// storeHistory reports whether the cell is numbered and recorded (the
// default) or not (store_history=false; silent cells are never stored).
func (r *executeRequest) storeHistory() bool {
	return !r.Silent && (r.StoreHistory == nil || *r.StoreHistory)
}

// executeOK is the content of a successful execute_reply.
type executeOK struct {
	Status          string         `json:"status"`
	ExecutionCount  int            `json:"execution_count"`
	Payload         []any          `json:"payload"`
	UserExpressions map[string]any `json:"user_expressions"`
}

// errorContent is the content of an error IOPub message and, with Status
// and ExecutionCount set, of an execute_reply for a failed cell.
type errorContent struct {
	Status          string         `json:"status,omitempty"`
	ExecutionCount  int            `json:"execution_count,omitempty"`
	EName           string         `json:"ename"`
	EValue          string         `json:"evalue"`
	Traceback       []string       `json:"traceback"`
	UserExpressions map[string]any `json:"user_expressions,omitempty"`
	Payload         []any          `json:"payload,omitempty"`
}

// pagePayload is the execute_reply payload that opens the pager.
type pagePayload struct {
	Source string     `json:"source"`
	Data   MIMEBundle `json:"data"`
	Start  int        `json:"start"`
}

// askExitPayload is the execute_reply payload asking the front end to
// close the session.
type askExitPayload struct {
	Source     string `json:"source"`
	KeepKernel bool   `json:"keepkernel"`
}

// statusReply is a reply that carries only a status (aborted requests,
// interrupt_reply).
type statusReply struct {
	Status string `json:"status"`
}

// streamContent is the content of a stream message.
type streamContent struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// statusContent is the content of a status message.
type statusContent struct {
	ExecutionState string `json:"execution_state"`
}

// executeInput is the content of execute_input.
type executeInput struct {
	Code           string `json:"code"`
	ExecutionCount int    `json:"execution_count"`
}

// displayContent is the content of display_data and, with
// ExecutionCount, of execute_result.
type displayContent struct {
	ExecutionCount int            `json:"execution_count,omitempty"`
	Data           MIMEBundle     `json:"data"`
	Metadata       map[string]any `json:"metadata"`
	Transient      map[string]any `json:"transient"`
}

// completeRequest is the content of complete_request.
type completeRequest struct {
	Code      string `json:"code"`
	CursorPos int    `json:"cursor_pos"`
}

// completeReply is the content of complete_reply.
type completeReply struct {
	Status      string         `json:"status"`
	Matches     []string       `json:"matches"`
	CursorStart int            `json:"cursor_start"`
	CursorEnd   int            `json:"cursor_end"`
	Metadata    map[string]any `json:"metadata"`
}

// inspectRequest is the content of inspect_request.
type inspectRequest struct {
	Code        string `json:"code"`
	CursorPos   int    `json:"cursor_pos"`
	DetailLevel int    `json:"detail_level"`
}

// inspectReply is the content of inspect_reply.
type inspectReply struct {
	Status   string         `json:"status"`
	Found    bool           `json:"found"`
	Data     MIMEBundle     `json:"data"`
	Metadata map[string]any `json:"metadata"`
}

// isCompleteRequest is the content of is_complete_request.
type isCompleteRequest struct {
	Code string `json:"code"`
}

// isCompleteReply is the content of is_complete_reply.
type isCompleteReply struct {
	Status string `json:"status"`
	Indent string `json:"indent,omitempty"`
}

// historyRequest is the content of history_request.
type historyRequest struct {
	Output         bool   `json:"output"`
	Raw            bool   `json:"raw"`
	HistAccessType string `json:"hist_access_type"`
	Session        int    `json:"session"`
	Start          int    `json:"start"`
	Stop           *int   `json:"stop"`
	N              *int   `json:"n"`
	Pattern        string `json:"pattern"`
	Unique         bool   `json:"unique"`
}

// historyReply is the content of history_reply; each entry is
// [session, line, input] or [session, line, [input, output]].
type historyReply struct {
	Status  string  `json:"status"`
	History [][]any `json:"history"`
}

// commInfoReply is the content of comm_info_reply: the kernel opens no
// comms.
type commInfoReply struct {
	Status string         `json:"status"`
	Comms  map[string]any `json:"comms"`
}

// commOpen is the content of comm_open.
type commOpen struct {
	CommID     string `json:"comm_id"`
	TargetName string `json:"target_name"`
}

// commClose is the content of comm_close.
type commClose struct {
	CommID string         `json:"comm_id"`
	Data   map[string]any `json:"data"`
}

// shutdownRequest is the content of shutdown_request (and its reply).
type shutdownRequest struct {
	Restart bool `json:"restart"`
}

// shutdownReply is the content of shutdown_reply.
type shutdownReply struct {
	Status  string `json:"status"`
	Restart bool   `json:"restart"`
}

// connectReply is the content of connect_reply (a deprecated request some
// clients still send).
type connectReply struct {
	Status      string `json:"status"`
	ShellPort   int    `json:"shell_port"`
	IOPubPort   int    `json:"iopub_port"`
	StdinPort   int    `json:"stdin_port"`
	HBPort      int    `json:"hb_port"`
	ControlPort int    `json:"control_port"`
}

// helpLink is one entry of kernel_info_reply's help_links.
type helpLink struct {
	Text string `json:"text"`
	URL  string `json:"url"`
}

// languageInfo is kernel_info_reply's language_info.
type languageInfo struct {
	Name           string `json:"name"`
	Version        string `json:"version"`
	Mimetype       string `json:"mimetype"`
	FileExtension  string `json:"file_extension"`
	PygmentsLexer  string `json:"pygments_lexer"`
	CodemirrorMode string `json:"codemirror_mode"`
}

// kernelInfoReply is the content of kernel_info_reply.
type kernelInfoReply struct {
	Status                string       `json:"status"`
	ProtocolVersion       string       `json:"protocol_version"`
	Implementation        string       `json:"implementation"`
	ImplementationVersion string       `json:"implementation_version"`
	LanguageInfo          languageInfo `json:"language_info"`
	Banner                string       `json:"banner"`
	HelpLinks             []helpLink   `json:"help_links"`
	Debugger              bool         `json:"debugger"`
}
