notice(Binary('YQ==') + Binary('Yg=='), Binary('YQ==') + Binary(''))
notice(Binary('YQ==') + 'x')
