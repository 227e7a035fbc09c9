notice(inline_template("<%= scope.call_function('fail', ['from puppet']) %>"))
