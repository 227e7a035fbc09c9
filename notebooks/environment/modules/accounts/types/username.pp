# A login name: lower case letters, digits, - and _, starting with a letter.
type Accounts::Username = Pattern[/\A[a-z][a-z0-9_-]{0,31}\z/]
