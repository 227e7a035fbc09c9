type Notify = String
