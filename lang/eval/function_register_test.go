package eval

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRegisterRefusesADuplicateName(t *testing.T) {
	name := "test::registered_once"
	Register(&Function{Name: name})
	defer delete(builtins, name)
	assert.PanicsWithValue(t, "eval.Register: the built-in function "+name+" is registered twice", func() {
		Register(&Function{Name: name})
	})
}
