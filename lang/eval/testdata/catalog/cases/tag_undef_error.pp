tag 'a', undef
