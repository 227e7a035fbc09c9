notice('hello'[-2], 'hello'[-2, 5], 'hello'[-10, 3])
