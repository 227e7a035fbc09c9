package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestInternalErrorMessageHasNoStack(t *testing.T) {
	err := internalError(nil, "index out of range")
	e, ok := err.(*Error)
	assert.True(t, ok)
	assert.Equal(t, InternalError, e.Kind)
	assert.Equal(t, "Internal error: index out of range", e.Error())
	assert.Contains(t, e.Stack, "goroutine")
	assert.Contains(t, e.Stack, "internalError")
}
